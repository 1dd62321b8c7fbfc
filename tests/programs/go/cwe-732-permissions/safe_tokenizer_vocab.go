// Writes the tokenizer vocabulary next to the exported model.
package main

import (
	"os"
	"path/filepath"
	"strings"
)

func writeTokenizerVocab(modelDir string, vocab []string) error {
	return os.WriteFile(filepath.Join(modelDir, "vocab.txt"), []byte(strings.Join(vocab, "\n")), 0o644)
}
