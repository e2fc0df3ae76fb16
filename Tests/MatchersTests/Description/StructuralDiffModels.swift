// The models the structural diff tests compare: the issue's `User` (TestSupport's `Shop`), and one
// of each shape.
import TestSupport

/// Namespaced, so that the names do not clash with other tests' models; types print unqualified.
enum Model {
    typealias Address = Shop.Address
    typealias Status = Shop.Status
    typealias LineItem = Shop.LineItem
    typealias User = Shop.User

    /// A linked list or a ring; equal when the values along both are, up to where both rings close.
    final class Node: Equatable {
        var value: Int
        var next: Node?

        init(_ value: Int, _ next: Node? = nil) {
            self.value = value
            self.next = next
        }

        static func == (lhs: Node, rhs: Node) -> Bool {
            var left: Node? = lhs
            var right: Node? = rhs
            while let a = left, let b = right {
                if a.value != b.value { return false }
                left = a.next
                right = b.next
                if left === lhs && right === rhs { return true }
            }
            return left == nil && right == nil
        }
    }

    struct Note: Equatable {
        var title: String
        var body: String
    }
    struct Wrapper: Equatable {
        var values: [Int]
        var label: String
    }
    struct Basket: Equatable {
        var items: Set<LineItem>
        var owner: String
    }
    struct Carts: Equatable { var carts: [String: LineItem] }
    struct Pair: Equatable {
        var point: (x: Int, y: Int)
        static func == (l: Pair, r: Pair) -> Bool { l.point == r.point }
    }
}

extension Model {
    /// A value with its own description and no useful children, like `Date` or `UUID`.
    struct Stamp: Equatable, CustomStringConvertible {
        var seconds: Int
        var description: String { "2026-11-23T\(seconds / 3600):00Z" }
    }

    struct Profile: Equatable {
        var nickname: String?
        var joined: Stamp
        var score: (points: Int, rank: Int)

        static func == (lhs: Profile, rhs: Profile) -> Bool {
            lhs.nickname == rhs.nickname && lhs.joined == rhs.joined && lhs.score == rhs.score
        }
    }

    enum Payment: Equatable {
        case card(number: String, expiry: Int)
        case cash
        case voucher(Address)
    }

    struct ValidationError: Error, Equatable {
        var field: String
        var code: Int
    }
}
