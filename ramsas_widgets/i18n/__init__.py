"""The guide in several languages: messages declared with their English (``text``), Fluent
catalogues per language (``catalogues/<code>/*.ftl``), and the locale that renders them."""
