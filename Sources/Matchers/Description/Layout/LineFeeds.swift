/// Whether `text` holds a line feed.
internal func containsLineFeed(_ text: String) -> Bool {
    text.utf8.contains(UInt8(ascii: "\n"))
}
