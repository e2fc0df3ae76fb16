// A load-time constructor: Swift has none of its own. It calls `xctmatchers_watch_xctest`, which
// XCTMatchers defines with `@_cdecl` (XCTestReporting.swift: the run tracker of
// swift-corelibs-xctest, the test case watcher of Apple's XCTest); the reference is weak, so a
// process that links this file without XCTMatchers' watcher does nothing.
#include "XCTMatchersLoadHook.h"

#if !defined(_WIN32)

extern void xctmatchers_watch_xctest(void) __attribute__((weak));

__attribute__((constructor)) static void xctmatchers_load_hook(void) {
    if (xctmatchers_watch_xctest) {
        xctmatchers_watch_xctest();
    }
}

#endif
