// One import for a suite moving from SwiftHamcrest: `import Hamcrest` becomes
// `import SwiftHamcrestCompatibility`, which brings the main API (Matchers, XCTMatchers) along with
// SwiftHamcrest's other names.

@_exported public import Matchers
@_exported public import XCTMatchers
