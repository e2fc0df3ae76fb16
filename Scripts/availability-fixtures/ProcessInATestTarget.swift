// `Process` in a test, outside any platform guard: macOS-only API, so a test target that holds it
// does not compile for iOS, tvOS, watchOS or visionOS.
// platforms: iOS, tvOS, watchOS, visionOS
// expect: 9: 'Process' is unavailable in
import XCTest

final class LaunchTests: XCTestCase {
    func testLaunch() throws {
        let process = Process()
        process.arguments = ["--version"]
        try process.run()
    }
}
