/// The numbers `1...count` as a sequence that counts how many times it is read (asked for an
/// iterator): a stand-in for a sequence that can be read only once.
final class CountedReads {
    private(set) var reads = 0
    let count: Int

    init(of count: Int) { self.count = count }

    var numbers: AnySequence<Int> {
        AnySequence { () -> AnyIterator<Int> in
            self.reads += 1
            var next = 0
            return AnyIterator {
                next += 1
                return next <= self.count ? next : nil
            }
        }
    }
}
