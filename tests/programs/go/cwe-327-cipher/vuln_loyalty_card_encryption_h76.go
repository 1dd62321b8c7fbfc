// A sushi bar loyalty card encryption program of the h76 set (cwe-327-cipher).
package main

import (
	"bytes"
	"crypto/cipher"
	"crypto/des"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"log"
	"net/http"
	"os"
	"sync"

	"github.com/gin-gonic/gin"
)

// cardVault seals loyalty card numbers before they are kept.
type cardVault struct {
	block cipher.Block
	mu    sync.Mutex
	cards map[string]string
}

func newCardVault(hexKey string) (*cardVault, error) {
	key, err := hex.DecodeString(hexKey)
	if err != nil {
		return nil, err
	}
	block, err := des.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return &cardVault{block: block, cards: map[string]string{}}, nil
}

func pad(b []byte, size int) []byte {
	n := size - len(b)%size
	return append(b, bytes.Repeat([]byte{byte(n)}, n)...)
}

func (v *cardVault) seal(plain string) (string, error) {
	iv := make([]byte, v.block.BlockSize())
	if _, err := rand.Read(iv); err != nil {
		return "", err
	}
	data := pad([]byte(plain), v.block.BlockSize())
	out := make([]byte, len(data))
	cipher.NewCBCEncrypter(v.block, iv).CryptBlocks(out, data)
	return base64.StdEncoding.EncodeToString(append(iv, out...)), nil
}

func (v *cardVault) store(member, number string) error {
	sealed, err := v.seal(number)
	if err != nil {
		return err
	}
	v.mu.Lock()
	v.cards[member] = sealed
	v.mu.Unlock()
	return nil
}

type enrolment struct {
	Member string `json:"member" binding:"required"`
	Card   string `json:"card" binding:"required,numeric,len=16"`
}

func main() {
	vault, err := newCardVault(os.Getenv("CARD_KEY_HEX"))
	if err != nil {
		log.Fatalf("card key: %v", err)
	}
	r := gin.Default()
	r.POST("/loyalty/cards", func(c *gin.Context) {
		var e enrolment
		if err := c.ShouldBindJSON(&e); err != nil {
			c.JSON(http.StatusBadRequest, gin.H{"error": "member and 16-digit card required"})
			return
		}
		if err := vault.store(e.Member, e.Card); err != nil {
			c.JSON(http.StatusInternalServerError, gin.H{"error": "could not store card"})
			return
		}
		c.JSON(http.StatusCreated, gin.H{"member": e.Member, "card": fmt.Sprintf("**** %s", e.Card[12:])})
	})
	log.Fatal(r.Run(":8080"))
}
