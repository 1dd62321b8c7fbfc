// insurance evidence fingerprint (h58 set)
package evidence

import (
	"context"
	"crypto/sha1"
	"encoding/hex"
	"io"
	"mime/multipart"
	"net/http"

	"github.com/gin-gonic/gin"
)

// Item is a photo or document an adjuster attaches to a claim file. Its
// fingerprint is recorded in the claim ledger so later tampering can be shown.
type Item struct {
	ClaimRef    string `json:"claim_ref"`
	Filename    string `json:"filename"`
	Size        int64  `json:"size"`
	Fingerprint string `json:"fingerprint"`
}

// Ledger appends fingerprints; duplicates of an existing item are rejected.
type Ledger interface {
	Record(ctx context.Context, it Item) (duplicate bool, err error)
}

func fingerprint(r io.Reader) (string, error) {
	h := sha1.New()
	if _, err := io.Copy(h, r); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

type outcome struct {
	item Item
	err  error
}

func fingerprintFile(claim string, fh *multipart.FileHeader) outcome {
	f, err := fh.Open()
	if err != nil {
		return outcome{err: err}
	}
	defer f.Close()
	sum, err := fingerprint(f)
	return outcome{item: Item{ClaimRef: claim, Filename: fh.Filename, Size: fh.Size, Fingerprint: sum}, err: err}
}

// AttachHandler handles POST /claims/:ref/evidence (multipart, field "files").
func AttachHandler(ledger Ledger) gin.HandlerFunc {
	return func(c *gin.Context) {
		claim := c.Param("ref")
		form, err := c.MultipartForm()
		if err != nil || len(form.File["files"]) == 0 {
			c.JSON(http.StatusBadRequest, gin.H{"error": "attach at least one file"})
			return
		}
		files := form.File["files"]
		results := make(chan outcome, len(files))
		for _, fh := range files {
			go func(fh *multipart.FileHeader) { results <- fingerprintFile(claim, fh) }(fh)
		}

		recorded := make([]Item, 0, len(files))
		for range files {
			o := <-results
			if o.err != nil {
				c.JSON(http.StatusUnprocessableEntity, gin.H{"error": "could not read an attachment"})
				return
			}
			dup, err := ledger.Record(c.Request.Context(), o.item)
			if err != nil {
				c.JSON(http.StatusInternalServerError, gin.H{"error": "ledger unavailable"})
				return
			}
			if !dup {
				recorded = append(recorded, o.item)
			}
		}
		c.JSON(http.StatusCreated, gin.H{"recorded": recorded})
	}
}
