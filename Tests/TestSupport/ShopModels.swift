/// The models of the structural diff tests and documentation samples: issue 8's user, with an
/// address, a status enum with a value, tags and a cart. Types print without the namespace.
public enum Shop {
    /// A postal address.
    public struct Address: Equatable, Hashable, Sendable {
        /// The street line.
        public var street: String
        /// The city.
        public var city: String
        /// The postal code.
        public var zip: String

        /// Ann's address unless told otherwise.
        public init(street: String = "1 Main St", city: String = "Springfield", zip: String = "12345") {
            self.street = street
            self.city = city
            self.zip = zip
        }
    }

    /// An account's status: a case without a value, one with a value, one with two.
    public enum Status: Equatable, Hashable, Sendable {
        /// In use.
        case active
        /// Blocked, and why.
        case suspended(reason: String)
        /// Moved to another address on a day.
        case moved(to: Address, on: Int)
    }

    /// One product in a cart.
    public struct LineItem: Equatable, Hashable, Sendable {
        /// The product code.
        public var sku: String
        /// How many.
        public var quantity: Int
        /// The unit price.
        public var price: Double

        /// A line of `quantity` units of `sku` at `price`.
        public init(sku: String, quantity: Int, price: Double) {
            self.sku = sku
            self.quantity = quantity
            self.price = price
        }
    }

    /// A user with seven fields, as in issue 8.
    public struct User: Equatable, Sendable {
        /// The user's number.
        public var id: Int
        /// The user's name.
        public var name = "Ann"
        /// The user's email address.
        public var email = "ann@example.com"
        /// Where the user lives.
        public var address = Address()
        /// The account's status.
        public var status = Status.active
        /// Labels.
        public var tags = ["admin", "beta", "early"]
        /// What the user is buying.
        public var cart = [
            LineItem(sku: "A1", quantity: 2, price: 9.99), LineItem(sku: "B2", quantity: 1, price: 19.5),
            LineItem(sku: "C3", quantity: 5, price: 1.25),
        ]

        /// User `id`, otherwise Ann.
        public init(id: Int) {
            self.id = id
        }

        /// Ann, user 7.
        public static let ann = User(id: 7)

        /// Ann after the three changes of issue 8: city, status, quantity of the second item.
        public static var annChanged: User {
            var user = ann
            user.address.city = "Shelbyville"
            user.status = .suspended(reason: "fraud check")
            user.cart[1].quantity = 3
            return user
        }
    }
}
