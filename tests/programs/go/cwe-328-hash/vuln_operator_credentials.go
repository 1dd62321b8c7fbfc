// Loads operator accounts from a credentials file and authenticates admin console logins.
package console

import (
	"bufio"
	"crypto/sha1"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"os"
	"strings"
)

// OperatorDB holds the stored credentials per operator, read from lines of "user:digest".
type OperatorDB struct {
	digests map[string]string
}

func digest(password string) string {
	sum := sha1.Sum([]byte(password))
	return hex.EncodeToString(sum[:])
}

func LoadOperators(path string) (*OperatorDB, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()

	db := &OperatorDB{digests: map[string]string{}}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		user, d, ok := strings.Cut(line, ":")
		if !ok {
			return nil, errors.New("malformed credentials line")
		}
		db.digests[user] = d
	}
	return db, sc.Err()
}

// EntryFor produces the line an administrator appends to the credentials file.
func EntryFor(user, password string) (string, error) {
	return user + ":" + digest(password), nil
}

func (db *OperatorDB) Authenticate(user, password string) bool {
	want, ok := db.digests[user]
	if !ok {
		return false
	}
	return subtle.ConstantTimeCompare([]byte(digest(password)), []byte(want)) == 1
}
