// Seals policyholder bank details before they are stored with an insurance policy record.
package main

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"os"
	"sync"
)

type bankDetails struct {
	PolicyNo string `json:"policy_no"`
	IBAN     string `json:"iban"`
	Holder   string `json:"holder"`
}

func sealer(key []byte) func([]byte) (string, error) {
	return func(plain []byte) (string, error) {
		block, err := aes.NewCipher(key)
		if err != nil {
			return "", err
		}
		gcm, err := cipher.NewGCM(block)
		if err != nil {
			return "", err
		}
		nonce := make([]byte, gcm.NonceSize())
		if _, err := rand.Read(nonce); err != nil {
			return "", err
		}
		return base64.StdEncoding.EncodeToString(gcm.Seal(nonce, nonce, plain, nil)), nil
	}
}

func storeBankDetails(seal func([]byte) (string, error), save func(string, string) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var d bankDetails
		if err := json.NewDecoder(r.Body).Decode(&d); err != nil || d.PolicyNo == "" {
			http.Error(w, "invalid payload", http.StatusBadRequest)
			return
		}
		blob, _ := json.Marshal(map[string]string{"iban": d.IBAN, "holder": d.Holder})
		sealed, err := seal(blob)
		if err != nil || save(d.PolicyNo, sealed) != nil {
			http.Error(w, "could not store details", http.StatusInternalServerError)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}
}

func main() {
	key, _ := hex.DecodeString(os.Getenv("POLICY_SEAL_KEY"))
	var vault sync.Map
	save := func(policy, blob string) error { vault.Store(policy, blob); return nil }
	http.Handle("/policies/bank-details", storeBankDetails(sealer(key), save))
	http.ListenAndServe(":8091", nil)
}
