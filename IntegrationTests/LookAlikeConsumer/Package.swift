// swift-tools-version:6.0
// A consumer of Matchers, as a user's package would be: it depends on the library by path and
// compares values of its own types that print alike (descriptions that collide, Foundation's value
// types, classes compared by identity, NaN), checking that no failure message shows two lines that
// read the same without saying what differs, and that no message about a value holds an address.
// Run by Scripts/test-all.sh.
import PackageDescription

// SwiftPM names a path dependency after its folder, which is whatever the clone is called.
let libraryPackage = String(#filePath.split(separator: "/").dropLast(3).last ?? "Matchers")

let package = Package(
    name: "LookAlikeConsumer",
    // The library's own floor (see its Package.swift).
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [.package(path: "../..")],
    targets: [
        .testTarget(
            name: "LookAlikeConsumerTests",
            dependencies: [
                .product(name: "Matchers", package: libraryPackage),
                .product(name: "XCTMatchers", package: libraryPackage),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
