// Gin handler for a recruiting job board that validates saved-search titles before storing them for alerts.
package jobboard

import (
	"net/http"
	"regexp"
	"strings"

	"github.com/gin-gonic/gin"
)

type SavedSearch struct {
	CandidateID string `json:"candidate_id"`
	Title       string `json:"title" binding:"required"`
	Location    string `json:"location"`
}

type SearchStore interface {
	Save(s SavedSearch) (int64, error)
}

type TitleValidator struct{ pattern *regexp.Regexp }

func NewTitleValidator() *TitleValidator {
	return &TitleValidator{pattern: regexp.MustCompile(`^([A-Za-z0-9+#./-]+\s?)*$`)}
}

type ValidationError struct{ Field string }

func (e ValidationError) Error() string { return "invalid " + e.Field }

func (v *TitleValidator) Validate(s SavedSearch) error {
	if !v.pattern.MatchString(strings.TrimSpace(s.Title)) {
		return ValidationError{Field: "title"}
	}
	return nil
}

type SavedSearchController struct {
	Validator *TitleValidator
	Store     SearchStore
}

func (sc *SavedSearchController) Create(c *gin.Context) {
	var req SavedSearch
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "title is required"})
		return
	}
	if err := sc.Validator.Validate(req); err != nil {
		c.JSON(http.StatusUnprocessableEntity, gin.H{"error": err.Error()})
		return
	}
	id, err := sc.Store.Save(req)
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "could not save search"})
		return
	}
	c.JSON(http.StatusCreated, gin.H{"id": id})
}
