/// Calls `body` with the start of `text`'s UTF-8 bytes and their count, or returns `ifEmpty` when
/// there are none to point to. For byte loops that read through the pointer: in a debug build (the
/// one `swift test` makes) a buffer's subscript checks its bounds in a call, and
/// `Sequence.contains`, or even a `for` loop over `text.utf8`, runs through unspecialized generic
/// code, at many times the cost.
internal func withUTF8Bytes<Result>(
    of text: String,
    ifEmpty: Result,
    _ body: (UnsafePointer<UInt8>, Int) -> Result
) -> Result {
    var text = text
    return text.withUTF8 { buffer in
        guard let bytes = buffer.baseAddress else { return ifEmpty }
        return body(bytes, buffer.count)
    }
}

/// Whether `text` holds a line feed.
internal func containsLineFeed(_ text: String) -> Bool {
    withUTF8Bytes(of: text, ifEmpty: false) { bytes, count in
        var index = 0
        while index < count {
            if bytes[index] == 0x0A { return true }
            index += 1
        }
        return false
    }
}
