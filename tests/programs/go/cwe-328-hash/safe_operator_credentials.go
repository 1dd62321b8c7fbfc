// Loads operator accounts from a credentials file and authenticates admin console logins.
package console

import (
	"bufio"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"os"
	"strings"

	"golang.org/x/crypto/argon2"
)

// OperatorDB holds the stored credentials per operator, read from lines of "user:salt:digest".
type OperatorDB struct {
	digests map[string][2][]byte
}

func derive(password string, salt []byte) []byte {
	return argon2.IDKey([]byte(password), salt, 3, 64*1024, 2, 32)
}

func LoadOperators(path string) (*OperatorDB, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()

	db := &OperatorDB{digests: map[string][2][]byte{}}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.Split(line, ":")
		if len(parts) != 3 {
			return nil, errors.New("malformed credentials line")
		}
		salt, err1 := hex.DecodeString(parts[1])
		sum, err2 := hex.DecodeString(parts[2])
		if err1 != nil || err2 != nil {
			return nil, errors.New("malformed credentials line")
		}
		db.digests[parts[0]] = [2][]byte{salt, sum}
	}
	return db, sc.Err()
}

// EntryFor produces the line an administrator appends to the credentials file.
func EntryFor(user, password string) (string, error) {
	salt := make([]byte, 16)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	return user + ":" + hex.EncodeToString(salt) + ":" + hex.EncodeToString(derive(password, salt)), nil
}

func (db *OperatorDB) Authenticate(user, password string) bool {
	rec, ok := db.digests[user]
	if !ok {
		return false
	}
	return subtle.ConstantTimeCompare(derive(password, rec[0]), rec[1]) == 1
}
