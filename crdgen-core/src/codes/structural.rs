//! 08xx: the API server's structural checks on the finished CRD.

super::codes! {}
