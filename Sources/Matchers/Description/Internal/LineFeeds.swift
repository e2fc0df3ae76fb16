/// Whether `text` holds a line feed, read byte by byte through a pointer: a debug build (the one
/// `swift test` makes) runs `Sequence.contains`, and even a `for` loop over `text.utf8`, through
/// unspecialized generic code, at many times the cost.
internal func containsLineFeed(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
        guard let start = bytes.baseAddress else { return false }
        var index = 0
        while index < bytes.count {
            if start[index] == 0x0A { return true }
            index += 1
        }
        return false
    }
}
