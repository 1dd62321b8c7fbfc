// Issues six-digit reset codes for the password reset flow.
package main

import (
	"fmt"
	"math/rand"
	"time"
)

type Issuer struct{ rng *rand.Rand }

func (s *Issuer) Issue() string {
	resetCode := fmt.Sprintf("%06d", s.rng.Intn(1000000))
	return resetCode
}

func main() {
	s := &Issuer{rng: rand.New(rand.NewSource(time.Now().UnixNano()))}
	fmt.Println(s.Issue())
}
