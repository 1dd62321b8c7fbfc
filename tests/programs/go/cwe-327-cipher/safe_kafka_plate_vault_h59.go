// Unseen set h59: kafka plate vault
package main

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"io"
	"log"
	"os"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/segmentio/kafka-go"
)

// CameraEvent is produced by the ANPR cameras at the garage barriers.
type CameraEvent struct {
	CameraID string    `json:"cameraId"`
	Plate    string    `json:"plate"`
	SeenAt   time.Time `json:"seenAt"`
}

type PlateSealer interface {
	Seal(plate string) ([]byte, error)
}

type blockSealer struct {
	aead cipher.AEAD
}

func newPlateSealer(hexKey string) (*blockSealer, error) {
	key, err := hex.DecodeString(hexKey)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &blockSealer{aead: aead}, nil
}

func (s *blockSealer) Seal(plate string) ([]byte, error) {
	nonce := make([]byte, s.aead.NonceSize())
	if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
		return nil, err
	}
	return s.aead.Seal(nonce, nonce, []byte(plate), nil), nil
}

type EntryRepository struct {
	db *sql.DB
}

func (r *EntryRepository) Insert(ctx context.Context, cameraID string, sealedPlate []byte, seenAt time.Time) error {
	_, err := r.db.ExecContext(ctx,
		"INSERT INTO garage_entries (camera_id, plate_sealed, seen_at) VALUES ($1, $2, $3)",
		cameraID, sealedPlate, seenAt)
	return err
}

// EntryService stores barrier entries without keeping plates in clear text.
type EntryService struct {
	sealer PlateSealer
	repo   *EntryRepository
}

func (s *EntryService) Record(ctx context.Context, ev CameraEvent) error {
	sealed, err := s.sealer.Seal(strings.ToUpper(strings.ReplaceAll(ev.Plate, " ", "")))
	if err != nil {
		return err
	}
	return s.repo.Insert(ctx, ev.CameraID, sealed, ev.SeenAt)
}

func main() {
	sealer, err := newPlateSealer(os.Getenv("PLATE_KEY_HEX"))
	if err != nil {
		log.Fatal(err)
	}
	db, err := sql.Open("pgx", os.Getenv("GARAGE_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	svc := &EntryService{sealer: sealer, repo: &EntryRepository{db: db}}

	reader := kafka.NewReader(kafka.ReaderConfig{
		Brokers: strings.Split(os.Getenv("KAFKA_BROKERS"), ","),
		GroupID: "garage-entries",
		Topic:   "anpr.entries",
	})
	defer reader.Close()
	ctx := context.Background()
	for {
		msg, err := reader.ReadMessage(ctx)
		if err != nil {
			log.Fatal(err)
		}
		var ev CameraEvent
		if err := json.Unmarshal(msg.Value, &ev); err != nil {
			continue
		}
		if err := svc.Record(ctx, ev); err != nil {
			log.Printf("camera %s: %v", ev.CameraID, err)
		}
	}
}
