// A specimen intake program of the h70 set (cwe-327-cipher).
package main

import (
	"crypto/cipher"
	"crypto/des"
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
	block, err := des.NewCipher(key[:des.BlockSize])
	if err != nil {
		return nil, err
	}
	return func(plain string) (string, error) {
		iv := make([]byte, block.BlockSize())
		if _, err := io.ReadFull(rand.Reader, iv); err != nil {
			return "", err
		}
		data := pad([]byte(plain), block.BlockSize())
		out := make([]byte, len(data))
		cipher.NewCBCEncrypter(block, iv).CryptBlocks(out, data)
		return base64.StdEncoding.EncodeToString(append(iv, out...)), nil
	}, nil
}

func pad(b []byte, size int) []byte {
	n := size - len(b)%size
	for i := 0; i < n; i++ {
		b = append(b, byte(n))
	}
	return b
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
