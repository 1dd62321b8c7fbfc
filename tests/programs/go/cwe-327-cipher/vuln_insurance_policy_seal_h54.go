// Seals policyholder bank details before they are stored with an insurance policy record.
package main

import (
	"bytes"
	"crypto/cipher"
	"crypto/des"
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

func pad(b []byte, size int) []byte {
	n := size - len(b)%size
	return append(b, bytes.Repeat([]byte{byte(n)}, n)...)
}

func sealer(key []byte) func([]byte) (string, error) {
	return func(plain []byte) (string, error) {
		block, err := des.NewCipher(key)
		if err != nil {
			return "", err
		}
		iv := make([]byte, block.BlockSize())
		if _, err := rand.Read(iv); err != nil {
			return "", err
		}
		data := pad(plain, block.BlockSize())
		cipher.NewCBCEncrypter(block, iv).CryptBlocks(data, data)
		return base64.StdEncoding.EncodeToString(append(iv, data...)), nil
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
