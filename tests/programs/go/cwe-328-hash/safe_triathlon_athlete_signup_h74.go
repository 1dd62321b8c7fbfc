// A triathlon athlete signup program of the h74 set (cwe-328-hash).
package main

import (
	"encoding/json"
	"log"
	"net/http"
	"strings"
	"sync"

	"golang.org/x/crypto/bcrypt"
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

type checkJob struct {
	stored, password string
	result           chan bool
}

var (
	accounts   sync.Map // email -> account
	hashQueue  = make(chan hashJob, 64)
	checkQueue = make(chan checkJob, 64)
)

// bcrypt is deliberately slow, so a small pool bounds CPU use under sign-up spikes
func hashWorker() {
	for {
		select {
		case j := <-hashQueue:
			h, err := bcrypt.GenerateFromPassword([]byte(j.password), 12)
			if err != nil {
				j.result <- ""
				continue
			}
			j.result <- string(h)
		case j := <-checkQueue:
			j.result <- bcrypt.CompareHashAndPassword([]byte(j.stored), []byte(j.password)) == nil
		}
	}
}

func hashPassword(pw string) string {
	j := hashJob{password: pw, result: make(chan string, 1)}
	hashQueue <- j
	return <-j.result
}

func passwordMatches(stored, pw string) bool {
	j := checkJob{stored: stored, password: pw, result: make(chan bool, 1)}
	checkQueue <- j
	return <-j.result
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
	if len(in.Password) > 72 {
		http.Error(w, "password too long", http.StatusBadRequest)
		return
	}
	acct := account{Email: in.Email, Name: in.Name, AgeGroup: in.AgeGroup, PassHash: hashPassword(in.Password)}
	if acct.PassHash == "" {
		http.Error(w, "could not create account", http.StatusInternalServerError)
		return
	}
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
