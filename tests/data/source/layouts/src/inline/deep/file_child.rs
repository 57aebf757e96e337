pub struct FileChild;
