// A fixed-size array, new in the 2025 releases.
// expect: 4: 'InlineArray' is only available in
func firstOfThree() -> Int {
    let numbers: InlineArray<3, Int> = [1, 2, 3]
    return numbers[0]
}
