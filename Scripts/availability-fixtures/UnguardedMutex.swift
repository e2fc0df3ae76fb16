// A lock that needs macOS 15 / iOS 18, used with no availability check.
// expect: UnguardedMutex.swift:5: Synchronization.Mutex needs macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
import Synchronization

let counter = Mutex(0)
