// A load-time constructor: Swift has none of its own. It calls `xctmatchers_watch_xctest`, which
// XCTMatchers defines with `@_cdecl` on platforms that use swift-corelibs-xctest; the reference is
// weak, so a process that links this file without XCTMatchers' watcher does nothing.
#include "XCTMatchersLoadHook.h"

#if !defined(__APPLE__) && !defined(_WIN32)

extern void xctmatchers_watch_xctest(void) __attribute__((weak));

__attribute__((constructor)) static void xctmatchers_load_hook(void) {
    if (xctmatchers_watch_xctest) {
        xctmatchers_watch_xctest();
    }
}

#endif
