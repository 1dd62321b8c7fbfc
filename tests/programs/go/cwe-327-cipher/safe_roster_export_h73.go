// A roster export program of the h73 set (cwe-327-cipher).
package main

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"encoding/csv"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"strconv"
	"strings"

	_ "github.com/lib/pq"
)

func loadKey() ([]byte, error) {
	key, err := hex.DecodeString(strings.TrimSpace(os.Getenv("ROSTER_EXPORT_KEY")))
	if err != nil {
		return nil, fmt.Errorf("ROSTER_EXPORT_KEY must be hex: %w", err)
	}
	if len(key) != 32 {
		return nil, fmt.Errorf("ROSTER_EXPORT_KEY must be 32 bytes (64 hex characters)")
	}
	return key, nil
}

func encrypt(key, plain []byte) ([]byte, error) {
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	nonce := make([]byte, gcm.NonceSize())
	if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
		return nil, err
	}
	return gcm.Seal(nonce, nonce, plain, []byte("roster-v2")), nil
}

func rosterCSV(db *sql.DB) ([]byte, int, error) {
	rows, err := db.Query(`SELECT member_no, full_name, street, city, postcode, insured_value_cents
		FROM members WHERE status = 'active' ORDER BY member_no`)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()

	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	_ = w.Write([]string{"member_no", "name", "street", "city", "postcode", "insured_value"})
	count := 0
	for rows.Next() {
		var no, cents int64
		var name, street, city, postcode string
		if err := rows.Scan(&no, &name, &street, &city, &postcode, &cents); err != nil {
			return nil, 0, err
		}
		value := strconv.FormatFloat(float64(cents)/100, 'f', 2, 64)
		_ = w.Write([]string{strconv.FormatInt(no, 10), name, street, city, postcode, value})
		count++
	}
	w.Flush()
	return buf.Bytes(), count, w.Error()
}

func main() {
	out := flag.String("out", "roster.enc", "output file")
	flag.Parse()

	key, err := loadKey()
	if err != nil {
		log.Fatal(err)
	}
	db, err := sql.Open("postgres", os.Getenv("SOCIETY_DB_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	plain, count, err := rosterCSV(db)
	if err != nil {
		log.Fatalf("build roster: %v", err)
	}
	sealed, err := encrypt(key, plain)
	if err != nil {
		log.Fatalf("encrypt: %v", err)
	}
	armored := base64.StdEncoding.EncodeToString(sealed)
	if err := os.WriteFile(*out, []byte(armored+"\n"), 0o600); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("wrote %d members to %s\n", count, *out)
}
