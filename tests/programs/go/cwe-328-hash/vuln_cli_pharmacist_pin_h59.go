// Unseen set h59: cli pharmacist pin
package main

import (
	"context"
	"crypto/sha1"
	"crypto/subtle"
	"database/sql"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"log"
	"os"

	"golang.org/x/term"
	_ "modernc.org/sqlite"
)

// PinHasher protects the PINs pharmacists use to countersign controlled-drug entries.
type PinHasher interface {
	Hash(pin string) (string, error)
	Matches(stored, pin string) bool
}

type pinHasher struct{}

func (pinHasher) Hash(pin string) (string, error) {
	sum := sha1.Sum([]byte(pin))
	return hex.EncodeToString(sum[:]), nil
}

func (h pinHasher) Matches(stored, pin string) bool {
	computed, err := h.Hash(pin)
	if err != nil {
		return false
	}
	return subtle.ConstantTimeCompare([]byte(stored), []byte(computed)) == 1
}

type StaffRepository struct {
	db *sql.DB
}

func (r *StaffRepository) SavePin(ctx context.Context, staffID, hash string) error {
	_, err := r.db.ExecContext(ctx,
		`INSERT INTO staff_pins (staff_id, pin_hash) VALUES (?, ?)
		 ON CONFLICT(staff_id) DO UPDATE SET pin_hash = excluded.pin_hash`, staffID, hash)
	return err
}

func (r *StaffRepository) PinHash(ctx context.Context, staffID string) (string, error) {
	var hash string
	err := r.db.QueryRowContext(ctx, "SELECT pin_hash FROM staff_pins WHERE staff_id = ?", staffID).Scan(&hash)
	return hash, err
}

type PinService struct {
	hasher PinHasher
	repo   *StaffRepository
}

func (s *PinService) Enrol(ctx context.Context, staffID, pin string) error {
	if len(pin) < 6 {
		return errors.New("PIN must have at least 6 digits")
	}
	hash, err := s.hasher.Hash(pin)
	if err != nil {
		return err
	}
	return s.repo.SavePin(ctx, staffID, hash)
}

func (s *PinService) Verify(ctx context.Context, staffID, pin string) (bool, error) {
	stored, err := s.repo.PinHash(ctx, staffID)
	if err != nil {
		return false, err
	}
	return s.hasher.Matches(stored, pin), nil
}

func main() {
	dbPath := flag.String("db", "/var/lib/dispensary/staff.db", "staff database")
	staffID := flag.String("staff", "", "staff registration number")
	verify := flag.Bool("verify", false, "check a PIN instead of enrolling one")
	flag.Parse()
	if *staffID == "" {
		log.Fatal("-staff is required")
	}

	db, err := sql.Open("sqlite", *dbPath)
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	svc := &PinService{hasher: pinHasher{}, repo: &StaffRepository{db: db}}

	fmt.Fprint(os.Stderr, "PIN: ")
	raw, err := term.ReadPassword(int(os.Stdin.Fd()))
	fmt.Fprintln(os.Stderr)
	if err != nil {
		log.Fatal(err)
	}
	ctx := context.Background()
	if *verify {
		ok, err := svc.Verify(ctx, *staffID, string(raw))
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(map[bool]string{true: "PIN accepted", false: "PIN rejected"}[ok])
		return
	}
	if err := svc.Enrol(ctx, *staffID, string(raw)); err != nil {
		log.Fatal(err)
	}
	fmt.Println("PIN enrolled")
}
