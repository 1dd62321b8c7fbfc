// Issues a short-lived service token for the reporting worker to call the internal API.
package main

import (
	"fmt"
	"log"
	"os"
	"time"

	"github.com/golang-jwt/jwt/v4"
)

func loadReportSigningKey() []byte {
	k := os.Getenv("JWT_SIGNING_KEY")
	if len(k) < 32 {
		log.Fatal("JWT_SIGNING_KEY must be set to at least 32 characters")
	}
	return []byte(k)
}

func issueReportToken(key []byte, subject string) (string, error) {
	claims := jwt.RegisteredClaims{
		Subject:   subject,
		Issuer:    "auth.example.com",
		ExpiresAt: jwt.NewNumericDate(time.Now().Add(15 * time.Minute)),
	}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(key)
}

func main() {
	s, err := issueReportToken(loadReportSigningKey(), "report-worker")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(s)
}
