import Matchers

final class Screen {
    let title: String
    init(title: String) { self.title = title }
}

final class LoginScreen {
    let title = "Log in"
}

struct Person {
    let name: String
    let age: Int
}

func objectsGallery() -> GallerySection {
    let shown = Screen(title: "Log in")
    let expected = Screen(title: "Log in")
    let anyScreen: AnyObject = shown
    return GallerySection(
        "Objects",
        [
            GalleryEntry("assertThat(shown, sameInstance(expected))", shown, sameInstance(expected)),
            GalleryEntry(
                "assertThat(anyScreen, instanceOf(LoginScreen.self))", anyScreen, instanceOf(LoginScreen.self)
            ),
            GalleryEntry(
                #"assertThat(anyScreen, instanceOf(Screen.self, and: has(\.title, equalTo("Home"))))"#,
                anyScreen, instanceOf(Screen.self, and: has(\.title, equalTo("Home")))
            ),
            GalleryEntry(
                #"assertThat(Person(name: "Ann", age: 12), has(\.age, greaterThan(17)))"#,
                Person(name: "Ann", age: 12), has(\.age, greaterThan(17))
            ),
            GalleryEntry(
                #"assertThat(Person(name: "Ann", age: 12), has("age in years", \.age, greaterThan(17)))"#,
                Person(name: "Ann", age: 12), has("age in years", \.age, greaterThan(17))
            ),
            GalleryEntry(
                #"assertThat(Person(name: "Ann", age: 12), has(\.age, allOf(greaterThan(17), lessThan(10))))"#,
                Person(name: "Ann", age: 12), has(\.age, allOf(greaterThan(17), lessThan(10)))
            ),
            GalleryEntry(
                "assertThat(anyScreen, `is`(instanceOf(LoginScreen.self)))", anyScreen,
                `is`(instanceOf(LoginScreen.self))
            ),
            GalleryEntry(
                #"assertThat(Person(name: "Ann", age: 12), hasProperty("age", greaterThan(17)))"#,
                Person(name: "Ann", age: 12), hasProperty("age", greaterThan(17))
            ),
            GalleryEntry(
                #"assertThat(Person(name: "Ann", age: 12), hasProperty("height", 1.8))"#,
                Person(name: "Ann", age: 12), hasProperty("height", 1.8)
            ),
            GalleryEntry(
                #"assertThat(Person(name: "Ann", age: 12), hasProperty("age", "twelve"))"#,
                Person(name: "Ann", age: 12), hasProperty("age", "twelve")
            ),
        ]
    )
}
