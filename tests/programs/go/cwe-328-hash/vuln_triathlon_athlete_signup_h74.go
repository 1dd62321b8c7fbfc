// A triathlon athlete signup program of the h74 set (cwe-328-hash).
package main

import (
	"crypto/md5"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"log"
	"net/http"
	"strings"
	"sync"
)

type account struct {
	Email    string
	Name     string
	AgeGroup string
	PassHash string
}

type hashJob struct {
	password string
	result   chan string
}

var (
	accounts  sync.Map // email -> account
	hashQueue = make(chan hashJob, 64)
)

func hashWorker() {
	for j := range hashQueue {
		sum := md5.Sum([]byte(j.password))
		j.result <- hex.EncodeToString(sum[:])
	}
}

func hashPassword(pw string) string {
	j := hashJob{password: pw, result: make(chan string, 1)}
	hashQueue <- j
	return <-j.result
}

func passwordMatches(stored, pw string) bool {
	return subtle.ConstantTimeCompare([]byte(stored), []byte(hashPassword(pw))) == 1
}

func signup(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Email, Name, AgeGroup, Password string
	}
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	in.Email = strings.ToLower(strings.TrimSpace(in.Email))
	if !strings.Contains(in.Email, "@") || len(in.Password) < 10 {
		http.Error(w, "valid email and a password of 10+ characters required", http.StatusBadRequest)
		return
	}
	acct := account{Email: in.Email, Name: in.Name, AgeGroup: in.AgeGroup, PassHash: hashPassword(in.Password)}
	if _, exists := accounts.LoadOrStore(in.Email, acct); exists {
		http.Error(w, "account already exists", http.StatusConflict)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

func login(w http.ResponseWriter, r *http.Request) {
	email := strings.ToLower(strings.TrimSpace(r.FormValue("email")))
	v, ok := accounts.Load(email)
	if !ok || !passwordMatches(v.(account).PassHash, r.FormValue("password")) {
		http.Error(w, "wrong email or password", http.StatusUnauthorized)
		return
	}
	json.NewEncoder(w).Encode(map[string]string{"welcome": v.(account).Name})
}

func main() {
	for i := 0; i < 4; i++ {
		go hashWorker()
	}
	http.HandleFunc("/athletes/signup", signup)
	http.HandleFunc("/athletes/login", login)
	log.Fatal(http.ListenAndServe(":8100", nil))
}
