// A chaircaner customer vault program of the h66 set (cwe-327-cipher).
package main

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"strings"

	_ "github.com/lib/pq"
)

// Chairs come in for re-seating with a collection slip. The customer's
// phone number is kept encrypted in the job table so the van driver's
// list can be printed without exposing it to everyone in the workshop.

var jobsDB *sql.DB
var phoneKey []byte

func loadPhoneKey() []byte {
	k, err := hex.DecodeString(os.Getenv("CANING_PHONE_KEY"))
	if err != nil || len(k) != 32 {
		log.Fatal("CANING_PHONE_KEY must be 32 bytes of hex")
	}
	return k
}

// sealPhone encrypts a phone number for the jobs table.
func sealPhone(phone string) (string, error) {
	block, err := aes.NewCipher(phoneKey)
	if err != nil {
		return "", err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return "", err
	}
	nonce := make([]byte, gcm.NonceSize())
	if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
		return "", err
	}
	out := gcm.Seal(nonce, nonce, []byte(phone), nil)
	return base64.StdEncoding.EncodeToString(out), nil
}

func newJobHandler(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "POST only", http.StatusMethodNotAllowed)
		return
	}
	r.ParseForm()
	name := strings.TrimSpace(r.PostForm.Get("customer"))
	phone := strings.TrimSpace(r.PostForm.Get("phone"))
	seat := r.PostForm.Get("seat") // rush, cane, danish cord, seagrass
	if name == "" || phone == "" {
		http.Error(w, "customer and phone are required", http.StatusBadRequest)
		return
	}

	sealed, err := sealPhone(phone)
	if err != nil {
		log.Printf("seal phone: %v", err)
		http.Error(w, "could not store job", http.StatusInternalServerError)
		return
	}
	var id int
	err = jobsDB.QueryRow("INSERT INTO reseat_jobs (customer, phone_sealed, seat_type) VALUES ($1, $2, $3) RETURNING id",
		name, sealed, seat).Scan(&id)
	if err != nil {
		log.Printf("insert job: %v", err)
		http.Error(w, "could not store job", http.StatusInternalServerError)
		return
	}
	fmt.Fprintf(w, "job %d booked\n", id)
}

func main() {
	phoneKey = loadPhoneKey()
	var err error
	jobsDB, err = sql.Open("postgres", os.Getenv("CANING_DB_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	http.HandleFunc("/jobs/new", newJobHandler)
	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("CANING_TLS_CERT"), os.Getenv("CANING_TLS_KEY"), nil))
}
