import Matchers

func stringsGallery() -> GallerySection {
    GallerySection("Strings", [])
}
