// Runs XCTMatchers' XCTest watcher when the test process loads, before XCTest starts its first
// test, so that every test case is seen to start and stop (see XCTestReporting.swift). Nothing to
// call: the constructor in LoadHook.c runs by itself, and XCTMatchers links this target without
// importing it.
#ifndef XCTMATCHERS_LOAD_HOOK_H
#define XCTMATCHERS_LOAD_HOOK_H
#endif
