import Matchers

func diffsGallery() -> GallerySection {
    GallerySection("Diffs", [])
}
