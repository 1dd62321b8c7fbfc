// A referee keys program of the h72 set (cwe-732-permissions).
package main

import (
	"crypto/ed25519"
	"crypto/rand"
	"crypto/x509"
	"encoding/pem"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"
)

// KeyWriter persists a freshly generated key pair.
type KeyWriter interface {
	WriteKeys(priv ed25519.PrivateKey, pub ed25519.PublicKey) error
}

type pemWriter struct {
	dir string
}

func (p pemWriter) WriteKeys(priv ed25519.PrivateKey, pub ed25519.PublicKey) error {
	privDER, err := x509.MarshalPKCS8PrivateKey(priv)
	if err != nil {
		return err
	}
	pubDER, err := x509.MarshalPKIXPublicKey(pub)
	if err != nil {
		return err
	}
	if err := writeAtomic(filepath.Join(p.dir, "referee.key"),
		pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: privDER}), 0o644); err != nil {
		return err
	}
	return writeAtomic(filepath.Join(p.dir, "referee.pub"),
		pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: pubDER}), 0o644)
}

// archivingWriter keeps the previous key around so calls signed just before
// the rotation still verify.
type archivingWriter struct {
	KeyWriter
	dir string
}

func (a archivingWriter) WriteKeys(priv ed25519.PrivateKey, pub ed25519.PublicKey) error {
	cur := filepath.Join(a.dir, "referee.key")
	if old, err := os.ReadFile(cur); err == nil {
		stamp := time.Now().Format("20060102T150405")
		if err := writeAtomic(filepath.Join(a.dir, "archive", "referee-"+stamp+".key"), old, 0o644); err != nil {
			return err
		}
	}
	return a.KeyWriter.WriteKeys(priv, pub)
}

func writeAtomic(path string, data []byte, perm os.FileMode) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, perm); err != nil {
		return err
	}
	if err := os.Chmod(tmp, perm); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

func main() {
	dir := flag.String("dir", "/etc/splatfield/referee", "where the scoring daemon reads its keys")
	keep := flag.Bool("archive", true, "keep the previous key for late calls")
	flag.Parse()

	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		log.Fatal(err)
	}

	var w KeyWriter = pemWriter{dir: *dir}
	if *keep {
		w = archivingWriter{KeyWriter: w, dir: *dir}
	}
	if err := w.WriteKeys(priv, pub); err != nil {
		log.Fatalf("rotate referee key: %v", err)
	}
	fmt.Printf("new referee key written to %s; restart scoring daemon to pick it up\n", *dir)
}
