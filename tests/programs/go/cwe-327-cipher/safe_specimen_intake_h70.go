// A specimen intake program of the h70 set (cwe-327-cipher).
package main

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"io"
	"log"
	"net/http"
	"os"

	"github.com/labstack/echo/v4"
	_ "modernc.org/sqlite"
)

type intakeForm struct {
	ClientName string `json:"client_name"`
	Phone      string `json:"phone"`
	Address    string `json:"address"`
	PermitNo   string `json:"permit_no"`
	Species    string `json:"species"`
}

type field struct {
	column string
	value  string
}

type sealer func(plain string) (string, error)

func newSealer(secret []byte) (sealer, error) {
	key := sha256.Sum256(secret)
	block, err := aes.NewCipher(key[:])
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return func(plain string) (string, error) {
		nonce := make([]byte, gcm.NonceSize())
		if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
			return "", err
		}
		out := gcm.Seal(nonce, nonce, []byte(plain), nil)
		return base64.StdEncoding.EncodeToString(out), nil
	}, nil
}

func (f intakeForm) sensitive() []field {
	return []field{
		{"client_name", f.ClientName},
		{"phone", f.Phone},
		{"address", f.Address},
		{"permit_no", f.PermitNo},
	}
}

func intakeHandler(db *sql.DB, seal sealer) echo.HandlerFunc {
	return func(c echo.Context) error {
		var form intakeForm
		if err := c.Bind(&form); err != nil || form.ClientName == "" || form.Species == "" {
			return echo.NewHTTPError(http.StatusBadRequest, "client name and species are required")
		}
		cols := []string{"species"}
		args := []any{form.Species}
		for _, f := range form.sensitive() {
			enc, err := seal(f.value)
			if err != nil {
				return err
			}
			cols = append(cols, f.column)
			args = append(args, enc)
		}
		_, err := db.ExecContext(c.Request().Context(),
			"INSERT INTO intake (species, client_name, phone, address, permit_no) VALUES (?, ?, ?, ?, ?)", args...)
		if err != nil {
			c.Logger().Errorf("intake insert: %v", err)
			return echo.NewHTTPError(http.StatusInternalServerError)
		}
		return c.JSON(http.StatusCreated, map[string]any{"stored": cols})
	}
}

func main() {
	db, err := sql.Open("sqlite", "/var/lib/stuffed/intake.db")
	if err != nil {
		log.Fatal(err)
	}
	seal, err := newSealer([]byte(os.Getenv("INTAKE_SECRET")))
	if err != nil {
		log.Fatal(err)
	}
	e := echo.New()
	e.POST("/intake", intakeHandler(db, seal))
	e.Logger.Fatal(e.Start(":8077"))
}
