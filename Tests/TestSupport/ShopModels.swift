/// The models of the structural diff tests and documentation samples: issue 8's user, with an
/// address, a status enum with a value, tags and a cart. Types print without the namespace.
public enum Shop {
    public struct Address: Equatable, Hashable, Sendable {
        public var street: String
        public var city: String
        public var zip: String

        public init(street: String = "1 Main St", city: String = "Springfield", zip: String = "12345") {
            self.street = street
            self.city = city
            self.zip = zip
        }
    }

    public enum Status: Equatable, Hashable, Sendable {
        case active
        case suspended(reason: String)
        case moved(to: Address, on: Int)
    }

    public struct LineItem: Equatable, Hashable, Sendable {
        public var sku: String
        public var quantity: Int
        public var price: Double

        public init(sku: String, quantity: Int, price: Double) {
            self.sku = sku
            self.quantity = quantity
            self.price = price
        }
    }

    public struct User: Equatable, Sendable {
        public var id: Int
        public var name = "Ann"
        public var email = "ann@example.com"
        public var address = Address()
        public var status = Status.active
        public var tags = ["admin", "beta", "early"]
        public var cart = [
            LineItem(sku: "A1", quantity: 2, price: 9.99), LineItem(sku: "B2", quantity: 1, price: 19.5),
            LineItem(sku: "C3", quantity: 5, price: 1.25),
        ]

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
