// A lock that needs macOS 15 / iOS 18, used with no availability check.
// expect: 5: 'Mutex' is only available in
import Synchronization

let counter = Mutex(0)
