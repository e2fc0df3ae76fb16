// The same lock in the Apple branch of an `#if`, which a Linux build never compiles.
// expect: 6: 'Mutex' is only available in
#if canImport(ObjectiveC)
    import Synchronization

    let counter = Mutex(0)
#endif
