import Matchers

func errorsGallery() -> GallerySection {
    GallerySection("Errors", [])
}
