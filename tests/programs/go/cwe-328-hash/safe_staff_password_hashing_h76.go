// A dog groomer staff password hashing program of the h76 set (cwe-328-hash).
package main

import (
	"crypto/rand"
	"crypto/subtle"
	"database/sql"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"log"
	"os"

	_ "github.com/mattn/go-sqlite3"
	"golang.org/x/crypto/argon2"
)

// staffAccounts keeps kiosk logins for the grooming salon staff.
type staffAccounts struct {
	db *sql.DB
}

func openStaffAccounts(path string) (*staffAccounts, error) {
	db, err := sql.Open("sqlite3", path)
	if err != nil {
		return nil, err
	}
	_, err = db.Exec(`CREATE TABLE IF NOT EXISTS staff (name TEXT PRIMARY KEY, salt TEXT NOT NULL, digest TEXT NOT NULL)`)
	return &staffAccounts{db: db}, err
}

func derive(password string, salt []byte) []byte {
	return argon2.IDKey([]byte(password), salt, 3, 64*1024, 2, 32)
}

func (s *staffAccounts) Set(name, password string) error {
	salt := make([]byte, 16)
	if _, err := rand.Read(salt); err != nil {
		return err
	}
	_, err := s.db.Exec(`INSERT INTO staff(name, salt, digest) VALUES(?, ?, ?)
		ON CONFLICT(name) DO UPDATE SET salt = excluded.salt, digest = excluded.digest`,
		name, hex.EncodeToString(salt), hex.EncodeToString(derive(password, salt)))
	return err
}

func (s *staffAccounts) Check(name, password string) (bool, error) {
	var saltHex, digestHex string
	err := s.db.QueryRow(`SELECT salt, digest FROM staff WHERE name = ?`, name).Scan(&saltHex, &digestHex)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	salt, err := hex.DecodeString(saltHex)
	if err != nil {
		return false, err
	}
	want, err := hex.DecodeString(digestHex)
	if err != nil {
		return false, err
	}
	return subtle.ConstantTimeCompare(want, derive(password, salt)) == 1, nil
}

func main() {
	dbPath := flag.String("db", "/var/lib/groomdesk/staff.db", "staff database")
	mode := flag.String("mode", "check", "set or check")
	flag.Parse()
	if flag.NArg() != 2 {
		log.Fatalf("usage: %s [-mode set|check] <name> <password>", os.Args[0])
	}
	name, password := flag.Arg(0), flag.Arg(1)

	accounts, err := openStaffAccounts(*dbPath)
	if err != nil {
		log.Fatal(err)
	}
	switch *mode {
	case "set":
		if err := accounts.Set(name, password); err != nil {
			log.Fatal(err)
		}
		fmt.Println("password updated for", name)
	default:
		ok, err := accounts.Check(name, password)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println("login accepted:", ok)
	}
}
