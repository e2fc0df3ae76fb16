// Runs XCTMatchers' XCTest watcher when the test process loads, before XCTest starts its first
// test, so that every test case is seen to start and stop (see XCTestReporting.swift).
#ifndef XCTMATCHERS_LOAD_HOOK_H
#define XCTMATCHERS_LOAD_HOOK_H

/// Whether the load hook ran: `1` when the watcher was started as the process loaded.
int xctmatchers_load_hook_ran(void);

#endif
