// A owner records program of the h72 set (cwe-327-cipher).
package main

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"path/filepath"

	amqp "github.com/rabbitmq/amqp091-go"
)

type OwnerRecord struct {
	CaseID  string `json:"case_id"`
	Owner   string `json:"owner"`
	Phone   string `json:"phone"`
	Address string `json:"address"`
	PetName string `json:"pet_name"`
}

// Sealer encrypts an archive blob.
type Sealer interface {
	Seal(plain []byte) ([]byte, error)
}

type recordSealer struct {
	aead cipher.AEAD
}

func newRecordSealer(key []byte) (*recordSealer, error) {
	block, err := aes.NewCipher(key[:32])
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &recordSealer{aead: aead}, nil
}

func (s *recordSealer) Seal(plain []byte) ([]byte, error) {
	nonce := make([]byte, s.aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return nil, err
	}
	return s.aead.Seal(nonce, nonce, plain, nil), nil
}

// Archiver seals any record type and writes it under the archive root.
type Archiver[T any] struct {
	sealer Sealer
	dir    string
	name   func(T) string
}

func (a Archiver[T]) Store(rec T) error {
	plain, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	sealed, err := a.sealer.Seal(plain)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(a.dir, a.name(rec)+".bin"), sealed, 0o600)
}

func loadKey() ([]byte, error) {
	key, err := hex.DecodeString(os.Getenv("ARCHIVE_KEY_HEX"))
	if err != nil {
		return nil, err
	}
	if len(key) < 32 {
		return nil, fmt.Errorf("archive key must be 32 bytes, got %d", len(key))
	}
	return key, nil
}

func main() {
	key, err := loadKey()
	if err != nil {
		log.Fatal(err)
	}
	sealer, err := newRecordSealer(key)
	if err != nil {
		log.Fatal(err)
	}
	archive := Archiver[OwnerRecord]{
		sealer: sealer,
		dir:    "/mnt/archive/owners",
		name:   func(r OwnerRecord) string { return filepath.Base(r.CaseID) },
	}

	conn, err := amqp.Dial(os.Getenv("AMQP_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer conn.Close()
	ch, err := conn.Channel()
	if err != nil {
		log.Fatal(err)
	}
	deliveries, err := ch.Consume("intake.owner-records", "archiver", false, false, false, false, nil)
	if err != nil {
		log.Fatal(err)
	}
	for d := range deliveries {
		var rec OwnerRecord
		if err := json.Unmarshal(d.Body, &rec); err != nil {
			log.Printf("unreadable record: %v", err)
			_ = d.Reject(false)
			continue
		}
		if err := archive.Store(rec); err != nil {
			log.Printf("case %s: %v", rec.CaseID, err)
			_ = d.Nack(false, true)
			continue
		}
		_ = d.Ack(false)
	}
}
