// Issues a short-lived service token for the billing worker to call the internal API.
package main

import (
	"fmt"
	"log"
	"time"

	"github.com/golang-jwt/jwt/v4"
)

var billingSigningKey = []byte("k9#Lm2!qZ7vR4tX8wB1nE6yU3oP0aS5d")

func issueWorkerToken(subject string) (string, error) {
	claims := jwt.RegisteredClaims{
		Subject:   subject,
		Issuer:    "auth.example.com",
		ExpiresAt: jwt.NewNumericDate(time.Now().Add(15 * time.Minute)),
	}
	tok := jwt.NewWithClaims(jwt.SigningMethodHS256, claims)
	return tok.SignedString(billingSigningKey)
}

func main() {
	s, err := issueWorkerToken("billing-worker")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(s)
}
