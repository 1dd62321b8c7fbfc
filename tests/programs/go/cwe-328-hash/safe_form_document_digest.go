// Government forms service that stores supporting documents and records an integrity digest for each one.
package forms

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
)

type DocumentRecord struct {
	FormID     string
	FileName   string
	Digest     string
	ReceivedAt time.Time
}

type Ledger interface {
	Append(rec DocumentRecord) error
	DigestFor(formID, fileName string) (string, error)
}

type BlobStore interface {
	Put(formID, name string, r io.Reader) error
}

type UploadHandler struct {
	Ledger Ledger
	Blobs  BlobStore
}

func fingerprint(r io.Reader) (string, error) {
	h := sha256.New()
	if _, err := io.Copy(h, r); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

func (u *UploadHandler) Upload(c *gin.Context) {
	fh, err := c.FormFile("document")
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "document is required"})
		return
	}
	f, err := fh.Open()
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "unreadable upload"})
		return
	}
	defer f.Close()
	digest, err := fingerprint(f)
	if err == nil {
		_, err = f.Seek(0, io.SeekStart)
	}
	if err == nil {
		err = u.Blobs.Put(c.Param("formID"), fh.Filename, f)
	}
	if err == nil {
		err = u.Ledger.Append(DocumentRecord{c.Param("formID"), fh.Filename, digest, time.Now().UTC()})
	}
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "could not store document"})
		return
	}
	c.JSON(http.StatusCreated, gin.H{"digest": digest})
}
