// Help-desk service that returns a file attached to a support ticket.
package main

import (
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strconv"

	"github.com/gin-gonic/gin"
)

type attachmentStore struct {
	root string
}

func (a attachmentStore) pathFor(ticket, name string) (string, error) {
	id, err := strconv.ParseUint(ticket, 10, 64)
	if err != nil || id == 0 {
		return "", errors.New("invalid ticket id")
	}
	base := filepath.Base(name)
	if base != name || base == "." || base == ".." {
		return "", errors.New("invalid attachment name")
	}
	return filepath.Join(a.root, strconv.FormatUint(id, 10), base), nil
}

func getAttachment(store attachmentStore) gin.HandlerFunc {
	return func(c *gin.Context) {
		p, err := store.pathFor(c.Param("id"), c.Query("name"))
		if err != nil {
			c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
			return
		}
		if _, err := os.Stat(p); err != nil {
			c.JSON(http.StatusNotFound, gin.H{"error": "attachment not found"})
			return
		}
		c.FileAttachment(p, filepath.Base(p))
	}
}

func main() {
	store := attachmentStore{root: os.Getenv("ATTACHMENT_ROOT")}
	if store.root == "" {
		store.root = "/srv/helpdesk/attachments"
	}
	r := gin.Default()
	r.GET("/tickets/:id/attachment", getAttachment(store))
	r.Run(":8081")
}
