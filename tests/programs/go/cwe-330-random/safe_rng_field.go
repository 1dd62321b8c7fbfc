// Issues six-digit reset codes for the password reset flow.
package main

import (
	"crypto/rand"
	"fmt"
	"math/big"
)

type Issuer struct{}

func (s *Issuer) Issue() string {
	n, _ := rand.Int(rand.Reader, big.NewInt(1000000))
	resetCode := fmt.Sprintf("%06d", n.Int64())
	return resetCode
}

func main() {
	s := &Issuer{}
	fmt.Println(s.Issue())
}
