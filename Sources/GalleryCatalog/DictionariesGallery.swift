import Matchers

func dictionariesGallery() -> GallerySection {
    GallerySection("Dictionaries", [])
}
