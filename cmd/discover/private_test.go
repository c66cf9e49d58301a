package main

// privateOptIn returns the flags that let a test crawl loopback addresses.
func privateOptIn() []string { return []string{"--allow-private"} }
