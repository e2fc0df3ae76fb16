import Matchers

/// A 50-line menu, one line per bowl.
private let menu = (1...50).map { "bowl \($0): shio" }.joined(separator: "\n")

/// A grid: 5 rows of 40 seat numbers.
private let seats = (0..<5).map { row in (0..<40).map { row * 100 + $0 } }

func diffsGallery() -> GallerySection {
    GallerySection(
        "Diffs",
        [
            GalleryEntry(
                #"assertThat("chashu wakama", equalTo("chashu wakame"))"#, "chashu wakama",
                equalTo("chashu wakame")
            ),
            GalleryEntry(
                #"assertThat("chashu", equalTo("chashu wakame"))"#, "chashu", equalTo("chashu wakame")),
            GalleryEntry(
                #"assertThat("caf\u{E9}", equalTo("cafe"))  // "é" is one character"#, "caf\u{E9}",
                equalTo("cafe")
            ),
            GalleryEntry(
                #"assertThat("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor", equalTo("Lorem ipsum dolor sit amet, consectetur adipiscang elit, sed do eiusmod tempor"))"#,
                "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor",
                equalTo("Lorem ipsum dolor sit amet, consectetur adipiscang elit, sed do eiusmod tempor")
            ),
            GalleryEntry(
                #"assertThat("ラーメン：醤油、味噌、塩、豚骨、担々麺、つけ麺、油そば、冷やし中華、家系、二郎系、博多、喜多方、札幌", equalTo("ラーメン：醤油、味噌、塩、豚骨、坦々麺、つけ麺、油そば、冷やし中華、家系、二郎系、博多、喜多方、札幌"))"#,
                "ラーメン：醤油、味噌、塩、豚骨、担々麺、つけ麺、油そば、冷やし中華、家系、二郎系、博多、喜多方、札幌",
                equalTo("ラーメン：醤油、味噌、塩、豚骨、坦々麺、つけ麺、油そば、冷やし中華、家系、二郎系、博多、喜多方、札幌")
            ),
            GalleryEntry(
                #"assertThat("shio\nmisu\nshoyu", equalTo("shio\nmiso\nshoyu"))"#,
                "shio\nmisu\nshoyu", equalTo("shio\nmiso\nshoyu")
            ),
            GalleryEntry(
                #"assertThat(menu.replacingLine("bowl 25: shio", with: "bowl 25: miso"), equalTo(menu))  // 50 lines"#,
                menu.replacingLine("bowl 25: shio", with: "bowl 25: miso"), equalTo(menu)
            ),
            GalleryEntry(
                #"assertThat("shio\r\nmiso\r\n", equalTo("shio\nmiso\n"))"#, "shio\r\nmiso\r\n",
                equalTo("shio\nmiso\n")
            ),
            GalleryEntry(
                #"assertThat("shio\r\nmisu\r\nshoyu", equalTo("shio\nmiso\nshoyu"))"#,
                "shio\r\nmisu\r\nshoyu",
                equalTo("shio\nmiso\nshoyu")
            ),
            GalleryEntry(
                #"assertThat("shio\nmiso\n", equalTo("shio\nmiso"))"#, "shio\nmiso\n", equalTo("shio\nmiso")
            ),
            GalleryEntry(
                "assertThat([1, 2, 5, 4], equalTo([1, 2, 3, 4]))", [1, 2, 5, 4], equalTo([1, 2, 3, 4])),
            GalleryEntry("assertThat([1, 2], equalTo([1, 2, 3]))", [1, 2], equalTo([1, 2, 3])),
            GalleryEntry(
                #"assertThat(["tamago", "wakame"], equalTo(["wakame", "tamago"]))"#,
                ["tamago", "wakame"], equalTo(["wakame", "tamago"])
            ),
            GalleryEntry(
                "assertThat(Array(0..<1_000_000).replacing(at: 500_000, with: -1), equalTo(Array(0..<1_000_000)))",
                Array(0..<1_000_000).replacing(at: 500_000, with: -1), equalTo(Array(0..<1_000_000))
            ),
            GalleryEntry(
                "assertThat(Array((0..<1_000_000).reversed()), equalTo(Array(0..<1_000_000)))",
                Array((0..<1_000_000).reversed()), equalTo(Array(0..<1_000_000))
            ),
            GalleryEntry(
                "assertThat(seats.replacing(row: 2, seat: 30, with: -1), equalTo(seats))  // 5 rows of 40",
                seats.replacing(row: 2, seat: 30, with: -1), equalTo(seats)
            ),
            GalleryEntry(
                "assertThat(Set([1, 2, 4]), equalTo(Set([1, 2, 3])))", Set([1, 2, 4]),
                equalTo(Set([1, 2, 3]))),
            GalleryEntry(
                #"assertThat(["shio": 1, "miso": 3, "nori": 1], equalTo(["shio": 1, "miso": 2, "tamago": 2]))"#,
                ["shio": 1, "miso": 3, "nori": 1], equalTo(["shio": 1, "miso": 2, "tamago": 2])
            ),
        ]
    )
}

extension String {
    func replacingLine(_ target: String, with replacement: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0 == target ? replacement : String($0) }
            .joined(separator: "\n")
    }
}

extension Array {
    fileprivate func replacing(at index: Int, with element: Element) -> [Element] {
        var copy = self
        copy[index] = element
        return copy
    }
}

extension Array where Element == [Int] {
    fileprivate func replacing(row: Int, seat: Int, with number: Int) -> [[Int]] {
        replacing(at: row, with: self[row].replacing(at: seat, with: number))
    }
}
